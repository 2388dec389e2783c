import { describe, expect, it } from 'vitest';
import { memberExportFileName } from '../../src/screens/MemberReview/memberExport.js';

const day = new Date(2026, 0, 9, 12);

describe('memberExportFileName', () => {
  it.each([
    ['partner', { id: 7, firstName: 'Jane', lastName: 'Doe' }, 'partner_jane-doe_2026-01-09'],
    ['distributor', { id: 8, firstName: 'Zoë', lastName: 'Ñúñez' }, 'distributor_zoë-ñúñez_2026-01-09'],
    ['partner', { id: 9, firstName: 'A/B:C*D?', lastName: '"E"<F>|G\\H' }, 'partner_a-b-c-d-e-f-g-h_2026-01-09'],
    ['partner', { id: 10, firstName: '  ..Jane\t\n', lastName: 'Doe.. ' }, 'partner_jane-doe_2026-01-09'],
    ['partner', { id: 11, firstName: '東京', lastName: '太郎' }, 'partner_東京-太郎_2026-01-09'],
    ['partner', { id: 12, firstName: null, lastName: '' }, 'partner_12_2026-01-09'],
    ['partner', { id: 'a/b', firstName: '///' }, 'partner_a-b_2026-01-09'],
  ] as const)('names a %s %j', (variant, member, name) => {
    expect(memberExportFileName(variant, member, day)).toBe(name);
  });

  it('keeps at most 60 characters of a long name', () => {
    const name = memberExportFileName('partner', { id: 1, firstName: 'x'.repeat(100), lastName: 'y' }, day);
    expect(name).toBe(`partner_${'x'.repeat(60)}_2026-01-09`);
  });
});
