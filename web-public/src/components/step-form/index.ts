export {
  baseField,
  firstInvalidStep,
  sessionDraftStore,
  stepOfField,
  useStepForm,
  type DraftStore,
  type StepDefinition,
  type StepForm,
  type StepFormControls,
  type StepFormDraft,
  type StepFormOptions,
} from './useStepForm';
export {
  StepErrorSummary,
  StepNav,
  StepProgress,
  StepShell,
  StepSummary,
  type StepNavProps,
  type StepShellProps,
} from './StepShell';
export { DRAFT_LIST_KEY, DRAFT_SAVE_DELAY_MS, useServerDraft } from './serverDraft';
export { useStepInAddress } from './useStepInAddress';
