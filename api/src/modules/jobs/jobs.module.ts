import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app.config.js';
import { QueueName } from './jobs.js';
import { JobsService } from './jobs.service.js';
import { ProcessorRegistry } from './processor-registry.js';

@Global()
@Module({})
export class JobsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const bull = config.redis.url
      ? [
          BullModule.forRoot({
            connection: { url: config.redis.url, maxRetriesPerRequest: null },
            prefix: config.redis.prefix,
          }),
          ...Object.values(QueueName).map((name) => BullModule.registerQueue({ name })),
        ]
      : [];
    return {
      module: JobsModule,
      imports: bull,
      providers: [
        ProcessorRegistry,
        JobsService,
        {
          provide: 'JOBS_REQUIRE_PROCESSORS',
          inject: [ProcessorRegistry],
          useFactory: (registry: ProcessorRegistry) => {
            if (!config.redis.url || config.runWorkers) registry.requireAll();
            return true;
          },
        },
      ],
      exports: [JobsService, ProcessorRegistry, ...bull],
    };
  }
}
