// The German catalogue: complete (every key of every English section, and no other), the same
// placeholders, and used by the screens with German dates when picked through MessagesProvider.
import { screen } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/index.js';
import { formatDate } from '../../src/format/dates.js';
import { de } from '../../src/i18n/locales/de.js';
import { DealsList, MessagesProvider, PartnersOverview, defaultMessages } from '../../src/index.js';
import { renderWithProviders } from '../support/render.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!.toLowerCase()).sort();

describe('the German catalogue', () => {
  it('has every section and every key of the English catalogue, and no other', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(defaultMessages).sort());
    for (const [section, english] of Object.entries(defaultMessages)) {
      expect(Object.keys(de[section as keyof typeof de]).sort(), section).toEqual(Object.keys(english).sort());
    }
  });

  it('keeps each text’s placeholders (a {Type} may stand for {type}) and translates the texts', () => {
    let translated = 0;
    let total = 0;
    for (const [section, english] of Object.entries(defaultMessages)) {
      const german = de[section as keyof typeof de] as Record<string, string>;
      for (const [key, text] of Object.entries(english as Record<string, string>)) {
        expect(new Set(placeholders(german[key]!)), `${section}.${key}`).toEqual(new Set(placeholders(text)));
        expect(german[key]!.trim(), `${section}.${key}`).not.toBe('');
        total++;
        if (german[key] !== text) translated++;
      }
    }
    // Names of formats and symbols stay as they are (CSV, PDF, '-', '{start} – {end}'...).
    expect(translated / total).toBeGreaterThan(0.9);
  });
});

describe('a screen in German', () => {
  const api = createMemoryAdminApi();
  const noop = () => {};

  it('shows the German texts and German dates with locale="de-DE" and the catalogue', async () => {
    renderWithProviders(
      <MessagesProvider locale="de-DE" messages={de}>
        <PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />
      </MessagesProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Partner im Überblick' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Partneranfragen anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach Name, E-Mail oder Unternehmen suchen' })).toBeInTheDocument();
    const partners = await api.partners.list();
    const germanDate = formatDate(partners[0]!.createdAt, 'de-DE');
    expect(germanDate).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
    expect(await screen.findAllByText(germanDate)).not.toHaveLength(0);
  });

  it('applies a host’s overrides on top of the German catalogue', async () => {
    renderWithProviders(
      <MessagesProvider locale="de-DE" messages={de}>
        <MessagesProvider messages={{ deals: { partnerTitle: 'Gemeldete Projekte' } }}>
          <DealsList api={api} variant="partner" />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Gemeldete Projekte' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nach Partner, Unternehmen oder Registrierungsnummer suchen' })).toBeInTheDocument();
  });

  it('keeps English texts and en-US dates by default', async () => {
    renderWithProviders(<PartnersOverview api={api} onOpen={noop} onViewRequests={noop} />);
    expect(await screen.findByRole('heading', { name: 'Partners Overview' })).toBeInTheDocument();
    const partners = await api.partners.list();
    expect(await screen.findAllByText(formatDate(partners[0]!.createdAt))).not.toHaveLength(0);
    expect(formatDate('2026-06-30T12:00:00Z')).toBe('Jun 30, 2026');
  });
});
