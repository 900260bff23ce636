import { applyDecorators } from '@nestjs/common';
import { plainToInstance, Transform } from 'class-transformer';
import { IsInt, Max, Min, validateSync } from 'class-validator';

/** A bad setting: the start stops with this message instead of a stack trace. */
export class ConfigError extends Error {}

/** A rule that spans several variables is broken (`problem` names them). */
export function invalidConfig(problem: string): ConfigError {
  return new ConfigError(`Invalid configuration:\n  ${problem}`);
}

/** `@Transform` for a number variable: unset keeps the class's default. */
const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);

/** A whole-number variable from `min` to `max`: unset keeps the class's default. */
export function IntegerVariable(min: number, max?: number): PropertyDecorator {
  const stack = [Transform(toNumber), IsInt(), Min(min), ...(max === undefined ? [] : [Max(max)])];
  // As if written above the property: stacked decorators apply bottom up (and report so).
  return applyDecorators(...stack.reverse());
}

/** `@Transform` for a yes/no variable (1, true, yes, on): unset keeps the class's default. */
export const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : ['1', 'true', 'yes', 'on'].includes(String(value).toLowerCase());

/** The server-wide settings other areas' settings may depend on. */
export interface ServerBasics {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  appUrl: string;
  dataDir: string;
}

/** The set variables of the environment (an empty one counts as unset). */
export type RawEnvironment = Record<string, string>;

/**
 * One area of the app's configuration: the environment variables it reads, as a
 * class-validator class, and the typed settings it makes of them.
 */
export interface ConfigArea<Settings, Needs = ServerBasics> {
  read(raw: RawEnvironment): {
    /** One line per broken constraint, naming the variable and its value. */
    problems: string[];
    /** Called once no area has problems; throws a ConfigError when a rule spanning variables fails. */
    settings: (server: Needs) => Settings;
  };
}

export function defineConfig<Vars extends object, Settings, Needs = ServerBasics>(
  Variables: new () => Vars,
  settings: (vars: Vars, server: Needs) => Settings,
): ConfigArea<Settings, Needs> {
  return {
    read(raw) {
      const vars = plainToInstance(Variables, raw, { exposeDefaultValues: true });
      const problems = validateSync(vars, { skipMissingProperties: false }).flatMap((e) =>
        Object.values(e.constraints ?? {}).map(
          (m) => `  ${e.property}=${JSON.stringify(raw[e.property])}: ${m}`,
        ),
      );
      return { problems, settings: (server) => settings(vars, server) };
    },
  };
}
