import { screen } from '@testing-library/react';
import { currentPath, renderApp } from '../../../test/render-app';

describe('404 page', () => {
  it('shows the spec texts and a link to the home page', async () => {
    const { user, router } = renderApp('/no/such/page', { signedIn: true });
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uh Oh! Page Not Found!' })).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, the page you were looking for can not be found.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to Home Page' }));
    expect(currentPath(router)).toBe('/');
    expect(await screen.findByText('Welcome to Outbound')).toBeInTheDocument();
  });

  it('is shown to signed-out visitors too', () => {
    renderApp('/nowhere');
    expect(screen.getByRole('heading', { name: 'Uh Oh! Page Not Found!' })).toBeInTheDocument();
  });
});
