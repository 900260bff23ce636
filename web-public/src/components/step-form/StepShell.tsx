import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert, Button, Spin, Steps } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import { LISTING_MESSAGES } from '@rentnaija/shared';
import { baseField, type StepFormControls } from './useStepForm';
import './step-form.css';

interface Shell {
  form: StepFormControls;
  summaryRef: RefObject<HTMLDivElement | null>;
}

const ShellContext = createContext<Shell | null>(null);

function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('A step form part is rendered outside StepShell');
  return shell;
}

export interface StepShellProps {
  form: StepFormControls;
  /** The heading of the current step. */
  title: ReactNode;
  className?: string;
  /** The heading's id: the shell is then a section named by it. */
  headingId?: string;
  headingClassName?: string;
  /** Shown above the heading: how far along the user is. */
  progress?: ReactNode;
  /**
   * Where the page scrolls on each move: to its top, or to the shell's top. By default it does
   * not: focus brings the heading into view, and a refused move centres the summary.
   */
  scroll?: 'page' | 'shell';
  /**
   * Focus follows the user (the default): to the heading on each move, to the summary when a
   * move is refused. Off, focus stays where it is and a refusal scrolls as a move does.
   */
  moveFocus?: boolean;
  /** The step's fields, with StepErrorSummary and StepNav where the form wants them. */
  children: ReactNode;
}

/**
 * The frame of a form in steps: progress, the step's heading, and its content. After each move
 * it brings the new step into view; after a refused move, the summary of what to fix.
 */
export function StepShell({
  form,
  title,
  className,
  headingId,
  headingClassName,
  progress,
  scroll,
  moveFocus = true,
  children,
}: StepShellProps) {
  const root = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { attention } = form;

  useEffect(() => {
    if (!attention) return;
    const toTop = () => {
      if (scroll === 'page') window.scrollTo?.({ top: 0 });
      else if (scroll === 'shell')
        root.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    };
    const summary = attention.refused ? summaryRef.current : null;
    if (attention.moved || (summary && !moveFocus)) toTop();
    if (!moveFocus) return;
    if (summary) {
      // Without a scroll of its own, the shell puts the summary in the middle of the screen.
      if (!scroll) summary.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      summary.focus();
    } else if (attention.moved) {
      heading.current?.focus();
    }
  }, [attention, scroll, moveFocus]);

  const Root = headingId ? 'section' : 'div';
  return (
    <ShellContext.Provider value={{ form, summaryRef }}>
      <Root
        ref={root as RefObject<HTMLDivElement>}
        className={className}
        aria-labelledby={headingId}
        aria-busy={form.restoring || undefined}
      >
        {progress}
        <h2
          id={headingId}
          ref={heading}
          tabIndex={moveFocus ? -1 : undefined}
          className={headingClassName}
        >
          {title}
        </h2>
        {form.restoring && (
          <p className="rn-step-restoring" role="status">
            <Spin size="small" /> Loading your saved draft…
          </p>
        )}
        {children}
      </Root>
    </ShellContext.Provider>
  );
}

/** The steps as antd Steps, the current one marked. */
export function StepProgress({
  titles,
  className,
}: {
  titles: readonly string[];
  className?: string;
}) {
  const { form } = useShell();
  return (
    <Steps
      className={className}
      current={form.step}
      size="small"
      labelPlacement="vertical"
      responsive={false}
      items={titles.map((title) => ({ key: title, title }))}
    />
  );
}

/**
 * What a refused move points the user to: brought into view, and focused when focus follows the
 * user. StepErrorSummary is one; a form may put its own message in one.
 */
export function StepSummary({
  className,
  children,
  ...aria
}: {
  className?: string;
  children: ReactNode;
  role?: 'alert';
  'aria-labelledby'?: string;
}) {
  const { summaryRef } = useShell();
  return (
    <div ref={summaryRef} tabIndex={-1} className={className} {...aria}>
      {children}
    </div>
  );
}

/**
 * 'Please fix the following errors:' and the step's errors: in an antd error alert, or a plain
 * box (`className` styles it, `${className}__title` its title). With `onPick`, each error is a
 * button that takes the user to its field.
 */
export function StepErrorSummary({
  className,
  appearance = 'box',
  onPick,
}: {
  className: string;
  appearance?: 'alert' | 'box';
  onPick?: (field: string) => void;
}) {
  const { form } = useShell();
  const titleId = useId();
  if (!form.errors.length) return null;
  const items = form.errors.map((e) => (
    <li key={`${e.field}:${e.message}`}>
      {onPick ? (
        <button
          type="button"
          className="rn-step-errors__link"
          onClick={() => onPick(baseField(e.field))}
        >
          {e.message}
        </button>
      ) : (
        e.message
      )}
    </li>
  ));
  if (appearance === 'alert') {
    return (
      <StepSummary className={className}>
        <Alert
          type="error"
          showIcon
          title={LISTING_MESSAGES.fixErrors}
          description={<ul className="rn-step-errors__list">{items}</ul>}
        />
      </StepSummary>
    );
  }
  return (
    <StepSummary className={className} role="alert" aria-labelledby={titleId}>
      <p id={titleId} className={`${className}__title`}>
        {LISTING_MESSAGES.fixErrors}
      </p>
      <ul>{items}</ul>
    </StepSummary>
  );
}

export interface StepNavProps {
  className?: string;
  size?: 'large';
  /** Arrows on Previous and Next. */
  arrows?: boolean;
  /** Saving: Previous is disabled and the submit button spins. */
  busy?: boolean;
  /** Whether this step submits instead of Next (default: the last step). */
  last?: boolean;
  submitLabel: ReactNode;
  submitIcon?: ReactNode;
  /** What the submit button does; without it, it submits the form it is in. */
  onSubmit?: () => void;
  /** Next submits the form it is in (Enter in a field moves on); its submit handler moves on. */
  inForm?: boolean;
  /** In place of Previous on the first step (default: Previous, disabled). */
  first?: ReactNode;
}

/** Previous, then Next or the submit button. */
export function StepNav({
  className,
  size,
  arrows,
  busy,
  last,
  submitLabel,
  submitIcon,
  onSubmit,
  inForm,
  first,
}: StepNavProps) {
  const { form } = useShell();
  return (
    <div className={className}>
      {form.isFirst && first !== undefined ? (
        first
      ) : (
        <Button
          size={size}
          icon={arrows ? <ArrowLeftOutlined aria-hidden="true" /> : undefined}
          disabled={form.isFirst || busy}
          onClick={form.back}
        >
          Previous
        </Button>
      )}
      {(last ?? form.isLast) ? (
        <Button
          type="primary"
          size={size}
          icon={submitIcon}
          loading={busy}
          htmlType={onSubmit ? 'button' : 'submit'}
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
      ) : (
        <Button
          type="primary"
          size={size}
          htmlType={inForm ? 'submit' : 'button'}
          onClick={inForm ? undefined : form.next}
        >
          Next{arrows && ' '}
          {arrows && <ArrowRightOutlined aria-hidden="true" />}
        </Button>
      )}
    </div>
  );
}
