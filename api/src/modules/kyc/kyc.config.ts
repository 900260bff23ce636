import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl } from 'class-validator';
import { defineConfig, invalidConfig, toBool } from '../../config/config-area.js';

/** The NIN check (docs/0014-nin-check-adapter.md). */
class KycVariables {
  @IsIn(['sandbox', 'dojah'])
  NIN_VERIFICATION_VENDOR: 'sandbox' | 'dojah' = 'sandbox';

  @Transform(toBool)
  @IsBoolean()
  NIN_VERIFICATION_SANDBOX = true;

  @IsOptional()
  @IsString()
  NIN_VERIFICATION_API_KEY?: string;

  @IsOptional()
  @IsString()
  NIN_VERIFICATION_APP_ID?: string;

  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  NIN_VERIFICATION_BASE_URL?: string;
}

export interface KycConfig {
  /**
   * Who answers NIN lookups: the built-in sandbox registry of test NINs (default), or a vendor
   * with its credentials; `sandbox` sends a vendor's lookups to its test environment.
   */
  ninVerification: {
    vendor: 'sandbox' | 'dojah';
    sandbox: boolean;
    apiKey?: string;
    appId?: string;
    baseUrl?: string;
  };
}

export const kycConfig = defineConfig(KycVariables, (vars): KycConfig => {
  if (
    vars.NIN_VERIFICATION_VENDOR !== 'sandbox' &&
    (!vars.NIN_VERIFICATION_API_KEY || !vars.NIN_VERIFICATION_APP_ID)
  ) {
    throw invalidConfig(
      `NIN_VERIFICATION_VENDOR=${vars.NIN_VERIFICATION_VENDOR} needs NIN_VERIFICATION_API_KEY and NIN_VERIFICATION_APP_ID`,
    );
  }
  return {
    ninVerification: {
      vendor: vars.NIN_VERIFICATION_VENDOR,
      sandbox: vars.NIN_VERIFICATION_SANDBOX,
      apiKey: vars.NIN_VERIFICATION_API_KEY,
      appId: vars.NIN_VERIFICATION_APP_ID,
      baseUrl: vars.NIN_VERIFICATION_BASE_URL,
    },
  };
});
