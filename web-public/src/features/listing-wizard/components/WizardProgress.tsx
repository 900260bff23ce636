import { Progress } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { LISTING_WIZARD_STEPS } from '@rentnaija/shared';

/** 'Step 2 of 4 · 50% complete', a bar, and the four steps with the current one marked. */
export function WizardProgress({ step }: { step: number }) {
  const count = LISTING_WIZARD_STEPS.length;
  const percent = Math.round(((step + 1) / count) * 100);
  return (
    <div className="lw-progress">
      <p className="lw-progress__text">
        <strong>
          Step {step + 1} of {count}
        </strong>
        <span className="lw-muted"> · {percent}% complete</span>
      </p>
      <Progress
        percent={percent}
        showInfo={false}
        status="normal"
        strokeColor="var(--rn-brand)"
        aria-label={`Step ${step + 1} of ${count}, ${percent}% complete`}
      />
      <ol className="lw-steps" aria-label="Steps">
        {LISTING_WIZARD_STEPS.map((name, i) => (
          <li
            key={name}
            className={i === step ? 'is-current' : i < step ? 'is-done' : undefined}
            aria-current={i === step ? 'step' : undefined}
          >
            <span className="lw-steps__num" aria-hidden="true">
              {i < step ? <CheckOutlined /> : i + 1}
            </span>
            <span className="lw-steps__name">{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
