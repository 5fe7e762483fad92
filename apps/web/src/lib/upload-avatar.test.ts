import { describe, expect, it } from 'vitest';
import { checkAvatarFile } from './upload-avatar';

describe('checkAvatarFile', () => {
  const MB = 1024 * 1024;
  it.each([
    [{ type: 'image/jpeg', size: 2 * MB }, null],
    [{ type: 'image/png', size: 10 * MB }, null],
    [{ type: 'image/webp', size: 10 * MB + 1 }, 'too-large'],
    [{ type: 'application/pdf', size: 1000 }, 'not-image'],
    [{ type: '', size: 1000 }, 'not-image'],
  ])('%j → %s', (file, problem) => {
    expect(checkAvatarFile(file)).toBe(problem);
  });
});
