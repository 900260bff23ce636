export {
  baseField,
  firstInvalidStep,
  stepOfField,
  useStepForm,
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
