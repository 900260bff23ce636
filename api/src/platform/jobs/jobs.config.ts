import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';
import { defineConfig, IntegerVariable, toBool } from '../../config/config-area.js';

class JobsVariables {
  @Transform(toBool)
  @IsBoolean()
  RUN_WORKERS = true;

  @IntegerVariable(1, 3600)
  OUTBOX_SWEEP_SECONDS = 60;
}

export interface JobsConfig {
  runWorkers: boolean;
  /** How often pending outbox jobs are queued again, and how long they wait before that. */
  outboxSweepSeconds: number;
}

export const jobsConfig = defineConfig(JobsVariables, (vars): JobsConfig => ({
  runWorkers: vars.RUN_WORKERS,
  outboxSweepSeconds: vars.OUTBOX_SWEEP_SECONDS,
}));
