import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { unzip } from '../contract/testing/unzip';
import { answerDialog } from './support/animations';
import { expectNoAxeViolations } from './support/axe';
import { pdfBytes, pngBytes } from './support/files';
import { keepScreenshot } from './support/screenshots';

const PASSWORD = 'correct-horse-9';
const unique = (prefix: string): string =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, role: 'candidate' | 'employer', email: string): Promise<void> {
  await page.goto(`/sign-up?tab=${role}`);
  if (role === 'employer') await page.getByLabel('Company name').fill('Acme Robotics');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: /sign up/i }).click();
  await expect(page).toHaveURL(new RegExp(`/sign-up-${role}$`));
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
}

/** Opens an antd select by its label and picks the option with this text. */
async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  // Long lists are virtual: typing narrows them so the option is rendered (ignored by selects
  // without search).
  await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible [title="${option}"]`).click();
  await page.keyboard.press('Escape');
  // The list closes with an animation; scans and the next pick wait until it is gone.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function completeEmployerWizard(page: Page, email: string): Promise<void> {
  await signUp(page, 'employer', email);
  await expect(
    page.getByRole('heading', { name: 'Step 1 of 2: Personal and picture' }),
  ).toBeVisible();
  await expect(page.getByLabel('Company name')).toHaveValue('Acme Robotics');
  await expect(page.getByLabel('Contact email')).toHaveValue(email);
  await expectNoAxeViolations(page, 'employer wizard step 1');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Phone number').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Role and position' })).toBeVisible();
  await page.getByLabel('Role at company').fill('Head of Engineering');
  await pick(page, 'Company position', 'CTO');
  await expectNoAxeViolations(page, 'employer wizard step 2');
  await page.getByRole('button', { name: 'Save' }).click();
  // A new employer continues with a first organization, named as she named her company.
  await expect(page).toHaveURL(/\/organization\/add\?title=Acme\+Robotics$/);
  await expect(page.getByLabel('Organization name')).toHaveValue('Acme Robotics');
  await expectNoAxeViolations(page, '/organization/add after the employer wizard');
}

test('a candidate completes all four steps with a cropped picture and a PDF CV and sees the card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = unique('candidate');
  await signUp(page, 'candidate', email);

  // Step 1: personal details.
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Personal details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Required. Please select a location from the autocomplete dropdown'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'candidate wizard step 1 with errors');
  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngBytes(400, 400),
  });
  await answerDialog(page.getByRole('dialog', { name: 'Crop picture' }), 'Save picture');
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Phone number').fill('+44 20 7946 0000');
  await page.getByLabel('City').fill('Berlin');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', {
      hasText: /^Berlin, .*Germany$/,
    })
    .first()
    .click();
  await page.getByRole('textbox', { name: 'Short bio' }).click();
  await page.keyboard.type('Analyst of the engine and writer of the first program.');
  await page.getByLabel('Yes').check();
  await keepScreenshot(page, 'profile-candidate-step1', { fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: CV and links.
  await expect(
    page.getByRole('heading', { name: 'Step 2 of 4: CV and social links' }),
  ).toBeVisible();
  await page.getByLabel('CV file').setInputFiles({
    name: 'ada-cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await expect(page.getByRole('link', { name: 'ada-cv.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Please provide at least one of LinkedIn, GitHub or Twitter'),
  ).toBeVisible();
  await page.getByLabel('GitHub profile').fill('GitHub.com/Ada');
  await expectNoAxeViolations(page, 'candidate wizard step 2');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: skills and experience.
  await expect(
    page.getByRole('heading', { name: 'Step 3 of 4: Skills and experience' }),
  ).toBeVisible();
  await pick(page, 'Technical skill 1', 'TypeScript');
  await pick(page, 'Level of technical skill 1', 'Expert');
  await page.getByRole('button', { name: 'Add technical skill' }).click();
  await pick(page, 'Technical skill 2', 'Rust');
  await pick(page, 'Level of technical skill 2', 'Intermediate');
  await pick(page, 'Personal skill 1', 'Communication');
  await pick(page, 'Level of personal skill 1', 'Advanced');
  await pick(page, 'Language 1', 'English');
  await pick(page, 'Proficiency of language 1', 'C2 - Proficient');
  await pick(page, 'Professional experience', '5-10 years');
  await page.getByLabel('Current role').fill('Analyst');
  await expectNoAxeViolations(page, 'candidate wizard step 3');
  await keepScreenshot(page, 'profile-candidate-step3', { fullPage: true });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: preferences.
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Preferences' })).toBeVisible();
  await pick(page, 'Employment types you are looking for', 'Full-time');
  await pick(page, 'How involved do you want to be?', 'Actively looking for a new job');
  await pick(page, 'Remote work', 'Hybrid');
  await page.getByLabel('From', { exact: true }).fill('90000');
  await page.getByLabel('To', { exact: true }).fill('80000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Both values are required ( from > to )')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('120000.50');
  await expectNoAxeViolations(page, 'candidate wizard step 4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/jobs$/);

  // The card.
  await page.goto('/profile/view');
  const card = page.getByRole('article', { name: 'Profile card' });
  await expect(card.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(card.getByText('Berlin')).toBeVisible();
  await expect(card.getByText('TypeScript · Expert')).toBeVisible();
  await expect(card.getByText('English · C2 - Proficient')).toBeVisible();
  await expect(card.getByText('Actively looking for a new job')).toBeVisible();
  await expect(card.getByText('Analyst of the engine')).toBeVisible();
  await expect(card.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    'https://github.com/ada',
  );
  await expect(card.getByRole('link', { name: /CV/ })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Picture of Ada Lovelace' })).toBeVisible();
  await keepScreenshot(page, 'profile-candidate-card', { fullPage: true });
  await expectNoAxeViolations(page, '/profile/view (candidate)');

  for (const [step, title] of [
    [0, 'Edit General Data'],
    [1, 'CV & Portfolio'],
    [2, 'Skills & Experience'],
    [3, 'Job Requirements'],
  ] as const) {
    await page.goto(`/profile/step/${step}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page, `/profile/step/${step} (candidate)`);
  }
  await keepScreenshot(page, 'profile-candidate-step3-edit', { fullPage: true });
});

test('an employer completes both steps and sees the card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await completeEmployerWizard(page, unique('employer'));
  await page.goto('/profile/view');
  const card = page.getByRole('article', { name: 'Profile card' });
  await expect(card.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(card.getByText('CTO')).toBeVisible();
  await expect(card.getByText('Acme Robotics').first()).toBeVisible();
  await keepScreenshot(page, 'profile-employer-card', { fullPage: true });
  await expectNoAxeViolations(page, '/profile/view (employer)');
});

/** Types into a field and waits until the autosave that carries the value has succeeded. */
async function fillAndAwaitSave(page: Page, label: string, value: string) {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      (response.request().postData() ?? '').includes(JSON.stringify(value)) &&
      response.ok(),
  );
  await page.getByLabel(label).fill(value);
  await saved;
}

test('an edit in edit mode is saved at once and survives a reload', async ({ page }) => {
  await completeEmployerWizard(page, unique('editor'));
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile\/step\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal info' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile/step/0 (employer)');
  await fillAndAwaitSave(page, 'Last name', 'Hopper-Murray');
  await expect(page.getByText('Profile updated!')).toBeVisible();
  await keepScreenshot(page, 'profile-employer-edit', { fullPage: true });
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Responsibilities' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile/step/1 (employer)');
  // The step before left its 'Profile updated!' on screen: the save of this edit is awaited.
  await fillAndAwaitSave(page, 'Role at company', 'VP Engineering');
  await page.reload();
  await expect(page.getByLabel('Role at company')).toHaveValue('VP Engineering');
  await page.goto('/profile/step/0');
  await expect(page.getByLabel('Last name')).toHaveValue('Hopper-Murray');
});

test('a user changes the password and signs in with the new one', async ({ page }) => {
  const email = unique('password');
  await completeEmployerWizard(page, email);
  await page.goto('/profile/password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile/password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret-7');
  await page.getByLabel('Confirm new password').fill('brand-new-secret-7');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Please insert correct current password')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, email, 'brand-new-secret-7');
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});

test('a candidate downloads her data: the ZIP opens with her profile, her choices and her CV', async ({
  page,
}) => {
  const HEDY = 'hedy.lamarr@candidates.matchboard.test';
  await page.goto('/');
  await page.getByLabel('Email').fill(HEDY);
  await page.getByLabel('Password').fill('Matchboard2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/jobs/);
  await page.goto('/profile/data');
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/profile/data');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download my data/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^matchboard-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await unzip(readFileSync(await download.path()));
  const document = JSON.parse(String(entries.get('matchboard-data.json'))) as {
    account: { email: string };
    profile: { first_name: string; last_name: string };
    privacy_choices: { choice: string }[];
    files: { path: string; type: string }[];
  };
  expect(document.account.email).toBe(HEDY);
  expect(document.profile).toMatchObject({ first_name: 'Hedy', last_name: 'Lamarr' });
  expect(document.privacy_choices.map((c) => c.choice)).toContain(
    'Companies may see your profile and CV without asking you first',
  );
  // The readable copy opens in the browser: her data under the app's names, no raw codes.
  const readable = String(entries.get('matchboard-data.html'));
  await page.setContent(readable);
  await expect(
    page.getByRole('heading', { name: 'Your data at Matchboard', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Hedy$/ })).toBeVisible();
  expect(readable).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}/);
  await expectNoAxeViolations(page, 'matchboard-data.html');
  const cv = document.files.find((file) => file.type === 'application/pdf');
  expect(cv).toBeTruthy();
  expect(
    entries
      .get(cv?.path ?? '')
      ?.subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
