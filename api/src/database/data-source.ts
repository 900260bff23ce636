import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app.config.js';
import { dataSourceOptions, openPglite } from './options.js';

/** Used by the TypeORM CLI (`npm run migration:run`). */
const cliConfig = loadConfig();
export default new DataSource(
  dataSourceOptions(
    cliConfig,
    cliConfig.database.url ? undefined : await openPglite(cliConfig.database.pgliteDir),
  ),
);
