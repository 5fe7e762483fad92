import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { CanadianProvinceField } from './canadian-province-field';

afterEach(() => i18n.changeLanguage('en'));

function ProvinceForm() {
  const { control } = useForm({ defaultValues: { province: 'QC' } });
  return (
    <form aria-label="Address">
      <CanadianProvinceField
        id="province"
        label="Province"
        control={control}
        name="province"
        placeholder="Select…"
      />
    </form>
  );
}

/** The options as the reader sees them, in order, after opening the select. */
async function optionNames() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Province' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
}

describe('CanadianProvinceSelect', () => {
  // Each language's names in its own alphabetical order (French sorts Î with the I).
  it.each([
    {
      language: 'en',
      quebec: 'Quebec',
      names: [
        'Alberta',
        'British Columbia',
        'Manitoba',
        'New Brunswick',
        'Newfoundland and Labrador',
        'Northwest Territories',
        'Nova Scotia',
        'Nunavut',
        'Ontario',
        'Prince Edward Island',
        'Quebec',
        'Saskatchewan',
        'Yukon',
      ],
    },
    {
      language: 'fr-CA',
      quebec: 'Québec',
      names: [
        'Alberta',
        'Colombie-Britannique',
        'Île-du-Prince-Édouard',
        'Manitoba',
        'Nouveau-Brunswick',
        'Nouvelle-Écosse',
        'Nunavut',
        'Ontario',
        'Québec',
        'Saskatchewan',
        'Terre-Neuve-et-Labrador',
        'Territoires du Nord-Ouest',
        'Yukon',
      ],
    },
  ])(
    'names the provinces and territories in $language, alphabetically',
    async ({ language, quebec, names }) => {
      await i18n.changeLanguage(language);
      render(<ProvinceForm />);
      expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent(quebec);
      expect(await optionNames()).toEqual(names);
    },
  );

  it('names them in European Portuguese, and still sends the two-letter code', async () => {
    await i18n.changeLanguage('pt-PT');
    render(<ProvinceForm />);
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Quebeque');
    const names = await optionNames();
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-PT').compare));
    expect(names).toEqual(
      expect.arrayContaining([
        'Colúmbia Britânica',
        'Ilha do Príncipe Eduardo',
        'Nova Escócia',
        'Novo Brunswick',
        'Ontário',
        'Terra Nova e Labrador',
        'Territórios do Noroeste',
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: 'Ontário' }));
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveTextContent('Ontário');
    expect(document.querySelector('select[name="province"]')).toHaveValue('ON');
  });
});
