import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { type BankDto, PAYOUT_ACCOUNT_MESSAGES } from '@rentnaija/shared';
import { DomainException } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/gateway/payment-gateway.js';

/** How long the gateway's list of banks is kept before it is asked again. */
const BANKS_TTL_MS = 60 * 60 * 1000;

export const GATEWAY_UNAVAILABLE = (message: string = PAYOUT_ACCOUNT_MESSAGES.unavailable) =>
  new DomainException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PAYMENT_GATEWAY_UNAVAILABLE',
    message,
    undefined,
    30,
  );

/**
 * The banks payouts can go to, as the gateway lists them, kept in memory for an hour. A person
 * waits for it, so the gateway gets the request budget; a slow or failing answer serves the list
 * kept before (however old) and the call goes on filling the cache for the next person.
 */
@Injectable()
export class BanksService {
  private readonly logger = new Logger(BanksService.name);
  private cached: { banks: BankDto[]; at: number } | null = null;
  private loading: Promise<BankDto[] | null> | null = null;

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(): Promise<BankDto[]> {
    if (this.cached && Date.now() - this.cached.at < BANKS_TTL_MS) return this.cached.banks;
    this.loading ??= this.load()
      .catch((error: unknown) => {
        this.logger.warn(`The gateway's banks could not be listed: ${String(error)}`);
        return null;
      })
      .finally(() => (this.loading = null));
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.config.payments.requestTimeoutMs);
    });
    const banks = await Promise.race([this.loading, budget]).finally(() => clearTimeout(timer));
    if (banks) return banks;
    if (this.cached) return this.cached.banks;
    throw GATEWAY_UNAVAILABLE(
      'We could not load the list of banks just now. Try again in a minute.',
    );
  }

  /** The bank of `code`, or undefined when the gateway does not list it. */
  async find(code: string): Promise<BankDto | undefined> {
    return (await this.list()).find((b) => b.code === code);
  }

  private async load(): Promise<BankDto[]> {
    const seen = new Set<string>();
    const banks = (await this.gateway.listBanks())
      .filter((b) => b.code && !seen.has(b.code) && seen.add(b.code))
      .map((b) => ({ code: b.code, name: b.name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    this.cached = { banks, at: Date.now() };
    return banks;
  }
}
