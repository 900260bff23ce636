import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MAX_UPLOAD_BYTES } from '@rentnaija/shared';
import ipaddr from 'ipaddr.js';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { badRequest, DomainException } from '../../common/exceptions/domain.exception.js';
import { APP_CONFIG, type AppConfig } from '../../config/app.config.js';

/** The whole download, redirects included, must finish within this time. */
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

const refused = (message: string) =>
  badRequest(message, [{ field: 'url', message }], 'URL_REFUSED');

/** Only global unicast addresses: no private, loopback, link-local, CGNAT, reserved, mapped… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * Downloads an image for a listing from a URL someone typed, without letting that URL reach
 * inside our network (SSRF): http(s) only, no credentials; the host's addresses are checked
 * after DNS resolution and the connection is pinned to the checked address (no second lookup
 * for DNS rebinding to exploit); every redirect is checked again; size and time are capped.
 */
@Injectable()
export class RemoteImageFetcher {
  private readonly allowHosts: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.allowHosts = new Set(config.imageFetchAllowHosts);
  }

  async fetch(raw: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
    let url = this.check(raw);
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const res = await this.get(url, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        url = this.check(new URL(res.headers.location, url).toString());
        continue;
      }
      if (status !== 200) {
        res.resume();
        throw refused(`The image could not be downloaded (the server answered ${status}).`);
      }
      return this.read(res, signal);
    }
    throw refused('The image address redirects too many times.');
  }

  /** Parses and checks a URL before any connection (literal IP addresses included). */
  private check(raw: string): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw refused('Enter a full image address starting with http:// or https://.');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw refused('Only http and https image addresses can be fetched.');
    }
    if (url.username || url.password) {
      throw refused('Image addresses with a user name or password are not accepted.');
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !this.allowed(url) && !isPublicAddress(host)) throw this.privateRefusal();
    return url;
  }

  private allowed(url: URL): boolean {
    const port = url.port || (url.protocol === 'https:' ? '443' : '80');
    return this.allowHosts.has(`${url.hostname.toLowerCase()}:${port}`);
  }

  private privateRefusal() {
    return refused('This address is not on the public internet; it cannot be fetched.');
  }

  /**
   * Resolves the host once, refuses it if any of its addresses is not public, and hands the
   * connection exactly the address that was checked.
   */
  private pinnedLookup(url: URL): LookupFunction {
    const allowed = this.allowed(url);
    return (hostname, options, callback) => {
      dnsLookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
        if (error) return callback(error, '', 0);
        if (
          addresses.length === 0 ||
          (!allowed && !addresses.every((a) => isPublicAddress(a.address)))
        ) {
          return callback(Object.assign(this.privateRefusal(), { code: 'EPRIVATE' }), '', 0);
        }
        const chosen = addresses[0];
        if ((options as { all?: boolean }).all) {
          (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [chosen]);
        } else {
          callback(null, chosen.address, chosen.family);
        }
      });
    };
  }

  private get(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const req = client.get(
        url,
        {
          lookup: this.pinnedLookup(url),
          signal,
          agent: false,
          headers: { accept: 'image/*', 'user-agent': 'RentNaija-image-fetcher' },
        },
        resolve,
      );
      req.on('error', (error: Error & { code?: string }) => {
        if (error instanceof DomainException) return reject(error);
        if (error.name === 'AbortError' || signal.aborted) {
          return reject(refused('The image took too long to download.'));
        }
        reject(refused(`The image could not be downloaded (${error.code ?? error.message}).`));
      });
    });
  }

  private async read(res: IncomingMessage, signal: AbortSignal): Promise<Buffer> {
    const tooLarge = () =>
      new DomainException(
        HttpStatus.PAYLOAD_TOO_LARGE,
        'FILE_TOO_LARGE',
        `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
      );
    if (Number(res.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES) {
      res.destroy();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res) {
        size += (chunk as Buffer).length;
        if (size > MAX_UPLOAD_BYTES) {
          res.destroy();
          throw tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof DomainException) throw error;
      if (signal.aborted) throw refused('The image took too long to download.');
      throw refused('The image download was interrupted.');
    }
    return Buffer.concat(chunks);
  }
}
