import { describe, expect, it } from 'vitest';
import { SaveFailure, type SaveProblem } from '../../src-shared/save/save-problem';
import { createAppI18n, type Locale } from '../i18n';
import { saveProblemMessage } from './save-problem-text';

/** One problem of every code: the union's members, so a new code without a message fails to compile here. */
const EVERY_CODE: { [C in SaveProblem['code']]: Extract<SaveProblem, { code: C }> } = {
  diskFull: { code: 'diskFull', params: { file: 'g.json' } },
  storageFull: { code: 'storageFull', params: { file: 'g.json' } },
  noPermission: { code: 'noPermission', params: { file: 'g.json' } },
  ioError: { code: 'ioError', params: { file: 'g.json', detail: 'EIO' } },
  notFound: { code: 'notFound', params: { file: 'g.json' } },
  invalidSlot: { code: 'invalidSlot', params: { slot: 'con' } },
  tooLarge: { code: 'tooLarge', params: { file: 'g.json', max: 5 } },
  notRegularFile: { code: 'notRegularFile', params: { file: 'g.json' } },
  notUtf8: { code: 'notUtf8', params: { file: 'g.json' } },
  damaged: { code: 'damaged', params: { problem: 'g.json: not valid JSON' } },
  keptDamaged: { code: 'keptDamaged', params: { problem: 'g.json: not valid JSON' } },
  noBackup: { code: 'noBackup', params: { file: 'g.json' } },
  otherTab: { code: 'otherTab', params: { file: 'g.json' } },
  badArguments: { code: 'badArguments', params: { detail: 'saves:read: bad arguments' } },
};

describe('save problems in the player language', () => {
  it.each(['en', 'fr', 'it'] as Locale[])('every code has a %s message that names its file or slot', (locale) => {
    const { t } = createAppI18n(locale).global;
    for (const p of Object.values(EVERY_CODE)) {
      const text = saveProblemMessage(t, p);
      expect(text, p.code).not.toContain('saveProblem.');
      const named = 'file' in p.params ? p.params.file : 'slot' in p.params ? p.params.slot : null;
      if (named) expect(text, p.code).toContain(named);
    }
  });

  it('words a SaveFailure by its code and keeps the text of any other error', () => {
    const { t } = createAppI18n('fr').global;
    expect(saveProblemMessage(t, new SaveFailure(EVERY_CODE.diskFull))).toBe('g.json : le disque est plein.');
    expect(saveProblemMessage(t, new Error('boom'))).toBe('boom');
  });
});
