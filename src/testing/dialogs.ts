import { screen } from '@testing-library/react';

/**
 * An antd dialog found by its title's text. Not by its accessible name: in jsdom antd gives every
 * generated id the same value, so a dialog's name can resolve to another element (a tooltip).
 */
export async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
}
