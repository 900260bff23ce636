import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import { Public } from '../../common/decorators/roles.decorator.js';
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
  @HealthCheck()
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
      return check.down({ mode: 'redis', message: String(error) });
    }
  }
}
