import { DEFAULT_TENANCY_RULES, type TenancyRules } from '@rentnaija/shared';
import { IsOptional } from 'class-validator';
import { defineConfig, IntegerVariable } from '../../config/config-area.js';

class PropertiesVariables {
  @IsOptional()
  @IntegerVariable(0, 300)
  SEARCH_CACHE_SECONDS?: number;

  @IntegerVariable(1, 24)
  MAX_ADVANCE_MONTHS = DEFAULT_TENANCY_RULES.maxAdvanceMonths;

  @IntegerVariable(0, 100)
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
