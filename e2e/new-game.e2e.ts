import { expect, test } from '@playwright/test'

test('the New game screen loads', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('new-game-screen')).toBeVisible()
  await expect(page.getByTestId('start-game')).toBeEnabled()
  // Board mode is announced but not playable yet.
  await expect(page.getByTestId('mode-select').locator('option[value="board"]')).toBeDisabled()
})

test('a 4-player Family game starts and shows the table', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('player-name').fill('Ann')
  await page.getByTestId('player-count').selectOption('4')
  await page.getByTestId('mode-select').selectOption('family')
  await page.getByTestId('seed-input').fill('123')
  await page.getByTestId('start-game').click()

  await expect(page.getByTestId('table-screen')).toBeVisible()
  await expect(page.getByTestId('round')).toHaveText(/Round \d+\/\d+/)
  await expect(page.getByTestId('phase')).not.toBeEmpty()
  await expect(page.getByTestId('player-row')).toHaveCount(4)
  await expect(page.getByTestId('player-row-name').first()).toHaveText('Ann')
  await expect(page.getByTestId('odds')).toHaveCount(6)
  for (const odds of await page.getByTestId('odds').allTextContents()) {
    expect(odds).toMatch(/^1:[2-7]$/)
  }

  // The started game was autosaved through the web platform adapter.
  const saved = await page.evaluate(() => localStorage.getItem('horse-fever:last-game'))
  expect(saved).not.toBeNull()
  expect(() => JSON.parse(saved ?? '')).not.toThrow()
})
