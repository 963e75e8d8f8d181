import { describe, expect, it } from 'vitest';
import { parseStoredSettings, serializeSettings } from './parse-stored-settings';

const DEFAULTS = { fontSize: 100, themeVariant: null };

describe('parseStoredSettings', () => {
  it('reads a valid entry', () => {
    expect(parseStoredSettings('{"fontSize":150,"themeVariant":"high-contrast"}')).toEqual({
      fontSize: 150,
      themeVariant: 'high-contrast',
    });
  });

  it('treats a missing entry as no choice yet', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULTS);
  });

  it.each(['{not json', '', 'null', '42', '"dark"', '[1,2]', 'true'])(
    'falls back to the defaults for the unreadable entry %j',
    (raw) => {
      expect(parseStoredSettings(raw)).toEqual(DEFAULTS);
    },
  );

  it.each([70, 210, 0, -100, 115, 99.5, '120', null, Number.MAX_VALUE])(
    'replaces the out-of-range or non-numeric size %j by 100 and keeps the theme',
    (fontSize) => {
      const raw = JSON.stringify({ fontSize, themeVariant: 'warm' });
      expect(parseStoredSettings(raw)).toEqual({ fontSize: 100, themeVariant: 'warm' });
    },
  );

  it.each(['purple', 'Dark', 'light', '', 3, null])(
    'treats the unknown variant %j as no choice and keeps the size',
    (themeVariant) => {
      const raw = JSON.stringify({ fontSize: 180, themeVariant });
      expect(parseStoredSettings(raw)).toEqual({ fontSize: 180, themeVariant: null });
    },
  );

  it('accepts both ends of the range', () => {
    expect(parseStoredSettings('{"fontSize":80}').fontSize).toBe(80);
    expect(parseStoredSettings('{"fontSize":200}').fontSize).toBe(200);
  });
});

describe('serializeSettings', () => {
  it('round-trips and leaves the theme out until one is chosen', () => {
    expect(serializeSettings({ fontSize: 120, themeVariant: null })).toBe('{"fontSize":120}');
    const chosen = { fontSize: 90, themeVariant: 'blue' as const };
    expect(parseStoredSettings(serializeSettings(chosen))).toEqual(chosen);
  });
});
