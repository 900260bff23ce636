import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app.config.js';
import type { Revealed } from '../jobs/secrets.js';

/** A file sent with an email (a PDF receipt, an .ics invite), made at delivery time. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What a template may use while rendering: settings, and the database to read records from. */
export interface MailRenderContext {
  config: AppConfig;
  manager: EntityManager;
}

/**
 * An email template: its data type `D` (what a feature records; secrets as `secret(...)`) and
 * the function that renders it with the secrets opened (for the recipient) or redacted (for
 * the copy staff see). Rendering happens when the mail job runs, so attachments are made then.
 */
export interface MailTemplate<D> {
  render(data: Revealed<D>, context: MailRenderContext): RenderedMail | Promise<RenderedMail>;
  /** Carries `D` for the types only. */
  readonly data?: D;
}

export function mailTemplate<D>(render: MailTemplate<D>['render']): MailTemplate<D> {
  return { render };
}

/** The data type of a template. */
export type TemplateData<T> = T extends MailTemplate<infer D> ? D : never;

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Text a user wrote, shown in an email as theirs: attributed and quoted, never as our words. */
export interface QuotedText {
  quotedFrom: string;
  text: string;
}

/** `text`, written by `author`, to be quoted in an email (see `layout`). */
export const quoted = (author: string, text: string): QuotedText => ({ quotedFrom: author, text });

/** A paragraph of ours, or a user's quoted text. */
export type MailParagraph = string | QuotedText;

const ZERO_WIDTH_SPACE = '\u200b';

/**
 * Someone else's words made inert: a zero-width space after every `.`, `:`, `/` and `@` that a
 * visible character follows, so no mail client turns a web or email address in them into a
 * link (they read the same). The HTML part also escapes them, and no `<a>` is ever made.
 */
export const breakLinks = (value: string) =>
  value.replace(/([.:/@])(?=[^\s\u200b])/g, `$1${ZERO_WIDTH_SPACE}`);

const QUOTE_STYLE =
  'margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;background:#f9fafb;color:#374151;white-space:pre-wrap';

function paragraphHtml(p: MailParagraph): string {
  if (typeof p === 'string') return `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  return `<p style="margin:0 0 6px;font-size:14px;color:#4b5563">${escapeHtml(breakLinks(p.quotedFrom))} wrote:</p><blockquote style="${QUOTE_STYLE}">${escapeHtml(breakLinks(p.text))}</blockquote>`;
}

function paragraphText(p: MailParagraph): string {
  if (typeof p === 'string') return p;
  const lines = breakLinks(p.text)
    .split(/\r?\n/)
    .map((line) => `> ${line}`);
  return [`${breakLinks(p.quotedFrom)} wrote:`, ...lines].join('\n');
}

/** A link of an email: the first of an email's links is its button, the others plain links. */
export interface MailAction {
  label: string;
  url: string;
}

/**
 * Wraps paragraphs (ours, or a user's words `quoted()` with their name) and optional links (the
 * first as the call-to-action button, the others as plain links under it) in the product's
 * simple email layout.
 */
export function layout(
  title: string,
  paragraphs: MailParagraph[],
  actions?: MailAction | MailAction[],
): { html: string; text: string } {
  const [action, ...more] = actions === undefined ? [] : [actions].flat();
  const body = paragraphs.map(paragraphHtml).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const links = more
    .map(
      (a) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(a.url)}" style="color:#0f766e">${escapeHtml(a.label)}</a>: ${escapeHtml(a.url)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 20px;color:#0f766e">${escapeHtml(title)}</h1>${body}${button}${links}<p style="margin:32px 0 0;font-size:12px;color:#6b7280">RentNaija · Victoria Island, Lagos</p></div></body></html>`;
  const text = [
    title,
    '',
    ...paragraphs.map(paragraphText),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...more.map((a) => `${a.label}: ${a.url}`),
    '',
    '— RentNaija',
  ].join('\n');
  return { html, text };
}
