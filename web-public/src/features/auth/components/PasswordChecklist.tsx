import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { passwordChecks } from '@rentnaija/shared';

/** Live password-requirement checks, ticked as the password meets each one. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul
      className="rn-password-checks"
      id={id}
      aria-label="Password requirements"
      aria-live="polite"
    >
      {passwordChecks(password).map((check) => (
        <li key={check.key} data-met={check.met}>
          {check.met ? (
            <CheckCircleFilled aria-hidden="true" />
          ) : (
            <CloseCircleOutlined aria-hidden="true" />
          )}
          <span>
            {check.label}
            <span className="rn-visually-hidden">{check.met ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
