import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { Public } from '../../common/decorators/roles.decorator.js';

const PARTS = {
  type: 'object' as const,
  nullable: true,
  additionalProperties: {
    type: 'object' as const,
    properties: { status: { type: 'string' as const, enum: ['up', 'degraded', 'down'] } },
    additionalProperties: true,
  },
};
/**
 * Terminus's report: the overall status and each part's (database, queue). Without the database
 * nothing works (503); without Redis the API still serves (`degraded`, 200): reads answer,
 * writes record their follow-ups in the outbox, and live events stay on each instance.
 */
const HEALTH_REPORT = {
  type: 'object' as const,
  required: ['status'],
  properties: {
    status: { type: 'string' as const, enum: ['ok', 'degraded', 'error', 'shutting_down'] },
    info: PARTS,
    error: PARTS,
    details: PARTS,
  },
};
import { QueueName } from '../jobs/jobs.js';
import { JobsService } from '../jobs/jobs.service.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicator: HealthIndicatorService,
    private readonly jobs: JobsService,
  ) {}

  @Public()
  @Get()
  @HealthCheck({ noCache: true, swaggerDocumentation: false })
  @ApiOperation({
    summary:
      'Whether the database and the queue answer (503 without the database, degraded without Redis)',
  })
  @ApiOkResponse({
    schema: HEALTH_REPORT,
    description: 'Serving: every part answers (ok), or Redis does not (degraded)',
  })
  @ApiResponse({ status: 503, schema: HEALTH_REPORT, description: 'A part does not answer' })
  check() {
    return this.health.check([
      () => this.db.pingCheck('database', { timeout: 3000 }),
      () => this.queueCheck(),
    ]);
  }

  private async queueCheck() {
    const check = this.indicator.check('queue');
    if (!this.jobs.usesRedis) return check.up({ mode: 'in-process' });
    try {
      const counts = await Promise.race([
        this.jobs.queueByName(QueueName.Mail).getJobCounts('waiting', 'failed'),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000)),
      ]);
      return check.up({ mode: 'redis', mail: counts });
    } catch (error) {
      return check.degraded({
        mode: 'redis',
        message: `Redis does not answer (${error instanceof Error ? error.message : String(error)}): jobs wait in the outbox and are queued when it is back`,
      });
    }
  }
}
