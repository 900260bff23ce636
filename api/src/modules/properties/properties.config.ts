import { DEFAULT_TENANCY_RULES, type TenancyRules } from '@rentnaija/shared';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { defineConfig, toNumber } from '../../config/config-area.js';

class PropertiesVariables {
  @Transform(toNumber)
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(300)
  SEARCH_CACHE_SECONDS?: number;

  @Transform(toNumber)
  @IsInt()
  @Min(1)
  @Max(24)
  MAX_ADVANCE_MONTHS = DEFAULT_TENANCY_RULES.maxAdvanceMonths;

  @Transform(toNumber)
  @IsInt()
  @Min(0)
  @Max(100)
  MAX_AGENCY_FEE_PERCENT = DEFAULT_TENANCY_RULES.maxAgencyFeePercent;
}

export interface PropertiesConfig {
  /** How long a public search page may be served from memory (0 = never; writes here clear it). */
  searchCacheSeconds: number;
  /** Lagos tenancy rules enforced on every listing: rent in advance and the agency fee cap. */
  tenancyRules: TenancyRules;
}

export const propertiesConfig = defineConfig(
  PropertiesVariables,
  (vars, server): PropertiesConfig => ({
    searchCacheSeconds: vars.SEARCH_CACHE_SECONDS ?? (server.env === 'test' ? 0 : 5),
    tenancyRules: {
      maxAdvanceMonths: vars.MAX_ADVANCE_MONTHS,
      maxAgencyFeePercent: vars.MAX_AGENCY_FEE_PERCENT,
    },
  }),
);
