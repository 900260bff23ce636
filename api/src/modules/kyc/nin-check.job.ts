import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobRegistry } from '../../platform/jobs/job-registry.js';
import {
  type JobContext,
  type JobHandler,
  JobName,
  type JobPayloads,
} from '../../platform/jobs/jobs.js';
import { KycRecord } from './entities/kyc-record.entity.js';
import { compareWithRegistry, fullName, type NinCheckResult } from './nin/nin-match.js';
import { NinRegistry } from './nin/nin-registry.js';

type Payload = JobPayloads[JobName.KycNinCheck];

/**
 * Asks the registry about a submission's NIN and stores how well the typed name and date of
 * birth agree (`kyc.nin_check` jobs, recorded by the submission). A registry that does not
 * answer makes the job throw, so it is retried with backoff; after the last try the record says
 * the registry could not be reached. 'Not found' and an answer that cannot be read are final. A check of an older submission than the record's is moot.
 * The result is for reviewers: it never changes the submission's status.
 */
@Injectable()
export class NinCheckJobHandler implements JobHandler<JobName.KycNinCheck>, OnModuleInit {
  private readonly logger = new Logger(NinCheckJobHandler.name);

  constructor(
    private readonly registry: JobRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nin: NinRegistry,
  ) {}

  onModuleInit(): void {
    this.registry.register(JobName.KycNinCheck, this);
  }

  async handle({ kycId, submission }: Payload) {
    const repo = this.dataSource.getRepository(KycRecord);
    const record = await repo.findOneBy({ id: kycId });
    if (!record || record.submission !== submission) return { skipped: 'superseded' };
    const lookup = await this.nin.lookup(record.ninNumber);
    const base = { vendor: this.nin.vendor, sandbox: this.nin.sandbox };
    const result: NinCheckResult = lookup.found
      ? {
          ...base,
          ...compareWithRegistry(record, lookup.identity),
          registeredName: fullName(lookup.identity),
          registeredDateOfBirth: lookup.identity.dateOfBirth,
          message: null,
        }
      : {
          ...base,
          status: lookup.reason,
          score: null,
          registeredName: null,
          registeredDateOfBirth: null,
          fields: null,
          message:
            lookup.reason === 'not_found'
              ? 'The registry has no record of this NIN.'
              : unreadableMessage(lookup.detail),
        };
    if (!lookup.found && lookup.reason === 'unreadable') {
      this.logger.warn(`NIN check of KYC ${kycId}: unreadable answer, ${lookup.detail}`);
    }
    await this.save(kycId, submission, result);
    // Kept on the outbox row, which staff may read: no NIN, no name.
    return { status: result.status, score: result.score };
  }

  async failed({ kycId, submission }: Payload, error: string, _context: JobContext) {
    await this.save(kycId, submission, {
      vendor: this.nin.vendor,
      sandbox: this.nin.sandbox,
      status: 'error',
      score: null,
      registeredName: null,
      registeredDateOfBirth: null,
      fields: null,
      message: `The registry could not be reached after several tries: ${error}`.slice(0, 500),
    });
  }

  private async save(kycId: string, submission: number, result: NinCheckResult) {
    await this.dataSource
      .getRepository(KycRecord)
      .update(
        { id: kycId, submission },
        { ninCheckStatus: result.status, ninCheck: result, ninCheckedAt: new Date() },
      );
  }
}

/** What reviewers read when the registry's answer could not be understood. */
const unreadableMessage = (detail: string) =>
  `The registry's answer could not be read (${detail}). Check the NIN another way.`.slice(0, 500);
