import { defineConfig, IntegerVariable } from '../../config/config-area.js';

class ApplicationsVariables {
  @IntegerVariable(12, 720)
  PAYMENT_OFFER_HOURS = 72;
}

export interface ApplicationsConfig {
  /** Hours an approved applicant has to pay before the offer lapses and the home is let again. */
  paymentOfferHours: number;
}

export const applicationsConfig = defineConfig(
  ApplicationsVariables,
  (vars): ApplicationsConfig => ({ paymentOfferHours: vars.PAYMENT_OFFER_HOURS }),
);
