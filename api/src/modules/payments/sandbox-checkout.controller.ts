import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { formatNaira } from '@rentnaija/shared';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/decorators/roles.decorator.js';
import { notFound } from '../../common/exceptions/domain.exception.js';
import { ApiErrors, ApiFile } from '../../common/http/openapi.js';
import { PostOk } from '../../common/http/routes.js';
import { clientAddress, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import type { RateRule } from '../../common/rate-limit/rate-limiter.js';
import { escapeHtml } from '../../platform/mail/mail-template.js';
import type { SandboxTransaction } from './entities/sandbox-transaction.entity.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './gateway/payment-gateway.js';
import { isPayable, SANDBOX_CHECKOUT_PATH, SandboxGateway } from './gateway/sandbox.gateway.js';

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827}
  main{max-width:420px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  .badge{display:inline-block;background:#fef3c7;color:#92400e;border-radius:999px;padding:4px 10px;font-size:12px;font-weight:600}
  h1{font-size:20px;margin:16px 0 4px}.muted{color:#6b7280;font-size:14px;margin:0 0 16px}
  .amount{font-size:32px;font-weight:700;margin:8px 0 16px;color:#0f766e}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:0 0 20px}dt{color:#6b7280}dd{margin:0;word-break:break-all}
  form{margin:0 0 10px}button,a.button{display:block;width:100%;padding:14px;border-radius:8px;border:0;font-size:16px;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#0f766e;color:#fff}.decline{background:#fee2e2;color:#991b1b}.cancel{background:#f3f4f6;color:#374151;border:1px solid #d1d5db}
  .note{font-size:13px;color:#6b7280;margin-top:16px}
  @media (prefers-color-scheme:dark){body{background:#111827;color:#f9fafb}.card{background:#1f2937}.muted,dt,.note{color:#9ca3af}.cancel{background:#374151;color:#f9fafb;border-color:#4b5563}.amount{color:#2dd4bf}}
`;

function page(title: string, body: string, redirect?: string): string {
  const refresh = redirect
    ? `<meta http-equiv="refresh" content="0;url=${escapeHtml(redirect)}">`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${refresh}<title>${escapeHtml(title)} — RentNaija test checkout</title><style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

const callbackOf = (tx: SandboxTransaction) => {
  const url = new URL(tx.callbackUrl);
  url.searchParams.set('trxref', tx.reference);
  url.searchParams.set('reference', tx.reference);
  return url.toString();
};

const STATUS_WORDS: Record<string, string> = {
  success: 'has been paid',
  failed: 'was declined',
  abandoned: 'was cancelled',
  reversed: 'was refunded',
};

/** The test card's buttons, per address: far above a person's clicks, far below a script's. */
const SANDBOX_ACTIONS: RateRule = { name: 'sandbox-checkout', points: 60, durationSeconds: 600 };

/**
 * The sandbox gateway's checkout page (only when no Paystack key is configured): server-rendered,
 * no script (the CSP forbids inline scripts), plain forms that post. Each choice answers a page
 * that sends the browser on to the callback URL, as Paystack's checkout does.
 */
@ApiTags('payments')
@Public()
@Controller('payments/sandbox/checkout')
export class SandboxCheckoutController {
  constructor(@Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway) {}

  private sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) {
      throw notFound('The sandbox checkout is off: payments go through Paystack.');
    }
    return this.gateway;
  }

  @Get(':accessCode')
  @ApiOperation({ summary: 'The sandbox checkout page (HTML; only without a Paystack key)' })
  @ApiFile('text/html', 'The checkout page')
  @ApiErrors(400, 404)
  async show(@Param('accessCode') accessCode: string, @Res() res: FastifyReply) {
    const tx = await this.sandbox().findByAccessCode(accessCode);
    if (!tx) throw notFound('This checkout does not exist.');
    const naira = formatNaira(Number(tx.amountKobo) / 100);
    const action = `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(accessCode)}`;
    const body = isPayable(tx)
      ? `<span class="badge">Test mode — no real money moves</span>
           <h1>Pay RentNaija</h1><p class="muted">${escapeHtml(tx.email)}</p>
           <div class="amount">${escapeHtml(naira)}</div>
           <dl><dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd><dt>Card</dt><dd>Test Visa •••• 4081</dd></dl>
           <form method="post" action="${action}/pay"><button class="pay" type="submit">Pay with test card</button></form>
           <form method="post" action="${action}/decline"><button class="decline" type="submit">Decline</button></form>
           <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>
           <p class="note">This is RentNaija's built-in sandbox: it stands in for Paystack when no Paystack key is configured.</p>`
      : `<h1>This payment ${escapeHtml(STATUS_WORDS[tx.status] ?? tx.status)}</h1>
           <p class="muted">Reference ${escapeHtml(tx.reference)}</p>
           <a class="button pay" href="${escapeHtml(callbackOf(tx))}">Back to RentNaija</a>`;
    this.html(res, page('Checkout', body));
  }

  @RateLimit({ rule: SANDBOX_ACTIONS, by: clientAddress })
  @PostOk(':accessCode/pay')
  @ApiOperation({ summary: 'Sandbox: pay with the test card (sends a signed charge.success)' })
  @ApiFile('text/html', 'A page that continues to the callback URL')
  @ApiErrors(400, 404)
  pay(@Param('accessCode') accessCode: string, @Res() res: FastifyReply) {
    return this.act(accessCode, 'pay', res);
  }

  @RateLimit({ rule: SANDBOX_ACTIONS, by: clientAddress })
  @PostOk(':accessCode/decline')
  @ApiOperation({ summary: 'Sandbox: the card is declined' })
  @ApiFile('text/html', 'A page that continues to the callback URL')
  @ApiErrors(400, 404)
  decline(@Param('accessCode') accessCode: string, @Res() res: FastifyReply) {
    return this.act(accessCode, 'decline', res);
  }

  @RateLimit({ rule: SANDBOX_ACTIONS, by: clientAddress })
  @PostOk(':accessCode/cancel')
  @ApiOperation({ summary: 'Sandbox: the payer cancels the checkout' })
  @ApiFile('text/html', 'A page that continues to the callback URL')
  @ApiErrors(400, 404)
  cancel(@Param('accessCode') accessCode: string, @Res() res: FastifyReply) {
    return this.act(accessCode, 'cancel', res);
  }

  private async act(accessCode: string, action: 'pay' | 'decline' | 'cancel', res: FastifyReply) {
    const before = await this.sandbox().findByAccessCode(accessCode);
    if (!before) throw notFound('This checkout does not exist.');
    const tx = (await this.sandbox().act(accessCode, action)) ?? before;
    const next = callbackOf(tx);
    const words = STATUS_WORDS[tx.status] ?? 'is waiting';
    this.html(
      res,
      page(
        'Returning to RentNaija',
        `<h1>This payment ${escapeHtml(words)}</h1><p class="muted">Taking you back to RentNaija…</p>
         <a class="button pay" href="${escapeHtml(next)}">Continue</a>`,
        next,
      ),
    );
  }

  private html(res: FastifyReply, html: string) {
    res.header('Content-Type', 'text/html; charset=utf-8');
    res.header('Cache-Control', 'no-store');
    res.send(html);
  }
}
