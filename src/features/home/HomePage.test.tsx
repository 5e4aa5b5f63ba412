import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { carouselSettingsFor } from './carouselSettings';
import { HomePage } from './HomePage';

test('the carousel offers every category, each opening the menu filtered to it', async () => {
  const { user, location } = renderPage(<HomePage />);
  const section = (await screen.findByRole('heading', { name: 'Explore Our Menu' })).closest(
    'section',
  )!;
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Salad',
    'Rolls',
    'Desserts',
    'Sandwich',
    'Cake',
    'Pure Veg',
    'Pasta',
    'Noodles',
  ]);
  expect(within(section).getByRole('link', { name: 'Pure Veg' })).toHaveAttribute(
    'href',
    '/Menu?category=Pure%20Veg',
  );
  await user.click(within(section).getByRole('link', { name: 'Pasta' }));
  expect(location().pathname).toBe('/Menu');
  expect(new URLSearchParams(location().search).get('category')).toBe('Pasta');
});

test('the app promo links to both stores', () => {
  renderPage(<HomePage />);
  expect(
    screen.getByRole('heading', { name: /for better experience download tomato app/i }),
  ).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Get it on Google Play' }).closest('a')).toHaveAttribute(
    'href',
  );
  expect(
    screen.getByRole('img', { name: 'Download on the App Store' }).closest('a'),
  ).toHaveAttribute('href');
});

test('carousel settings follow docs/product.md at each width', () => {
  const at = (width: number) =>
    carouselSettingsFor({ wide: width > 1024, tablet: width > 600, phablet: width > 480 });
  expect(at(1280)).toMatchObject({ slidesPerView: 5, slidesPerGroup: 4, loop: false });
  expect(at(1024)).toMatchObject({ slidesPerView: 4, slidesPerGroup: 3, loop: true });
  expect(at(601)).toMatchObject({ slidesPerView: 4, slidesPerGroup: 3, loop: true });
  // 'Starts at slide 2': the second slide, index 1.
  expect(at(600)).toMatchObject({
    slidesPerView: 2,
    slidesPerGroup: 2,
    initialSlide: 1,
    slidesPerGroupSkip: 1,
  });
  expect(at(481)).toMatchObject({ slidesPerView: 2, slidesPerGroup: 2, initialSlide: 1 });
  expect(at(480)).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1 });
  expect(at(360)).toMatchObject({ slidesPerView: 1, slidesPerGroup: 1, initialSlide: 0 });
});
