/** The kinds of value a system setting holds. */
export const settingKinds = ['text', 'color', 'boolean', 'email'] as const;
export type SettingKind = (typeof settingKinds)[number];

/**
 * The system settings TAMS knows (spec §3 Setting, §7 settingTypes). `public` ones are read before
 * sign-in (the login page names the institution; the shell takes its colour and logo).
 */
export interface SettingType {
  machineName: string;
  name: string;
  description: string;
  kind: SettingKind;
  public: boolean;
  /** The value in effect while none is set. */
  defaultValue: string | null;
}

export const defaultPrimaryColor = '#0736a4';

export const settingTypes: readonly SettingType[] = [
  {
    machineName: 'institution_name',
    name: 'Institution Name',
    description: 'Shown on the login page as "<name> Users"',
    kind: 'text',
    public: true,
    defaultValue: null,
  },
  {
    machineName: 'primary_color',
    name: 'Primary Colour',
    description: 'The colour of the top bar and buttons (#rrggbb)',
    kind: 'color',
    public: true,
    defaultValue: defaultPrimaryColor,
  },
  {
    machineName: 'logo',
    name: 'Show Uploaded Logo',
    description: 'true: the side drawer shows the uploaded institution logo; false: the default logo',
    kind: 'boolean',
    public: true,
    defaultValue: 'false',
  },
  {
    machineName: 'support_email',
    name: 'Support Email',
    description: 'Where users are told to write for help (e.g. in the update dialog)',
    kind: 'email',
    public: true,
    defaultValue: null,
  },
];

export const settingTypeOf = (machineName: string) =>
  settingTypes.find((type) => type.machineName === machineName);

/** Why a value does not fit its setting, or undefined when it does. */
export function settingValueError(type: SettingType, value: string): string | undefined {
  switch (type.kind) {
    case 'color':
      return /^#[0-9a-f]{6}$/i.test(value) ? undefined : 'Must be a colour like #0736a4';
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'Must be true or false';
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'Must be an email address';
    case 'text':
      return undefined;
  }
}
