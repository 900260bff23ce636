import type { PGlite } from '@electric-sql/pglite';
import { DynamicModule, Module, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config.js';
import { dataSourceOptions, openPglite } from './options.js';

@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  private static pglite?: PGlite;

  constructor(private readonly dataSource: DataSource) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: async () => {
            if (config.database.url) return dataSourceOptions(config);
            DatabaseModule.pglite ??= await openPglite(config.database.pgliteDir);
            return dataSourceOptions(config, DatabaseModule.pglite);
          },
        }),
      ],
    };
  }

  /** Closes the pool, then the embedded database (which node-postgres does not own). */
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    const pglite = DatabaseModule.pglite;
    DatabaseModule.pglite = undefined;
    if (pglite && !pglite.closed) await pglite.close();
  }
}
