import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

/** Visibility toggle icon for Input.Password with a readable label. */
export function passwordIcon(visible: boolean) {
  return visible ? (
    <EyeOutlined aria-label="Hide password" />
  ) : (
    <EyeInvisibleOutlined aria-label="Show password" />
  );
}
