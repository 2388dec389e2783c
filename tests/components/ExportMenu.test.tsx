import { screen } from '@testing-library/react';
import { ExportMenu } from '../../src/components/ExportMenu/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

describe('ExportMenu', () => {
  it("opens 'Export' on CSV, Excel and PDF, with the Excel workbook beside its .xls", async () => {
    const { user } = renderWithProviders(<ExportMenu onExport={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['CSV', 'Excel', 'Excel workbook (.xlsx)', 'PDF']);
    await expectNoAxeViolations(document.body);
  });

  it.each([
    ['CSV', 'csv'],
    ['Excel', 'excel'],
    ['Excel workbook (.xlsx)', 'xlsx'],
    ['PDF', 'pdf'],
  ])('reports %s as %s', async (label, format) => {
    const onExport = vi.fn();
    const { user } = renderWithProviders(<ExportMenu onExport={onExport} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: label }));
    expect(onExport).toHaveBeenCalledExactlyOnceWith(format, 'filtered');
  });

  it('cannot be opened while an export runs', async () => {
    const { user } = renderWithProviders(<ExportMenu onExport={() => {}} busy />);
    const trigger = screen.getByRole('button', { name: 'Export' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers every format for the picked rows too, when rows are picked', async () => {
    const onExport = vi.fn();
    const { user } = renderWithProviders(<ExportMenu onExport={onExport} selectedCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'CSV',
      'Excel',
      'Excel workbook (.xlsx)',
      'PDF',
      'CSV: selected rows (3)',
      'Excel: selected rows (3)',
      'Excel workbook (.xlsx): selected rows (3)',
      'PDF: selected rows (3)',
    ]);
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx): selected rows (3)' }));
    expect(onExport).toHaveBeenCalledExactlyOnceWith('xlsx', 'selected');
  });
});
