import type { Locator } from 'playwright-core';

/** Picks an option of a Mantine Select by its exact label ('Category' is not 'Sub Category'). */
export async function chooseExactly(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}
