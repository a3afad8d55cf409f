import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderApp } from '@/testing/render-app';

jest.mock('@/shared/reload-page', () => ({ reloadPage: jest.fn() }));

describe('the error screens in Hindi (issue 37)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says a Hindi page broke, in Hindi, with a way to the Hindi home page', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    await renderApp({ route: '/hi/broken', extraRoutes: <Route path="/broken" element={<Broken />} /> });

    expect(await screen.findByRole('heading', { name: 'ऐप में अनपेक्षित गड़बड़ी!' })).toBeInTheDocument();
    expect(screen.getByText('इस पेज पर कुछ गड़बड़ हो गई। आपका कार्ट और अकाउंट सुरक्षित हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
  });

  it('offers a reload in Hindi when a screen’s chunk cannot be loaded', async () => {
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const Gone = lazy(() => Promise.reject(failure));
    await renderApp({ route: '/hi/gone', extraRoutes: <Route path="/gone" element={<Gone />} /> });

    expect(await screen.findByRole('heading', { name: 'नया वर्शन उपलब्ध है — रीलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रीलोड करें' })).toBeInTheDocument();
  });
});
