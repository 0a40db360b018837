// Steps every wallet family's payment test walks the same way (issue 51: one transaction per click for each family).

/**
 * A double click on the pay button: two clicks in one task, before the page re-renders, as a quick user's are. The
 * test then checks the wallet was asked once (its recorded requests), which is what makes the second click count.
 */
export function doubleClick(button: HTMLElement): void {
  button.click();
  button.click();
}
