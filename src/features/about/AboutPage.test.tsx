import { screen } from '@testing-library/react';
import { renderPage } from '../../test/renderPage';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('tells the mission, vision and values, and links to the contact page', () => {
    const { container } = renderPage(<AboutPage />, { route: '/About' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Our Mission', 'Our Vision', 'Our Values']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/Contact');
    expect(container.querySelector('#privacy')).toHaveTextContent(/privacy/i);
  });
});
