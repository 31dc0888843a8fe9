import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Services may share only the libs: a service importing another service (or the gateway) is an error.
const boundaries = (scope) => ({
  files: [`services/${scope}/src/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@studio/*', '!@studio/contracts', '!@studio/platform', '!@studio/platform/testing'], message: 'A service may import only @studio/contracts and @studio/platform.' },
          { group: ['**/services/**', '**/gateway/**'], message: 'A service may not reach into another app.' },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/*.js', 'frontend/scripts/**', 'frontend/e2e/**', 'frontend/test/**', 'frontend/public/**', 'frontend/sw/**', '.data/**', '.kafka/**', 'scripts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...['identity', 'catalog', 'booking', 'billing', 'notifications', 'fitness'].map(boundaries),
  {
    // The gateway reaches services only over HTTP; only its tests start them in-process.
    files: ['gateway/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/services/**'], message: 'The gateway talks to services over HTTP only.' }] },
      ],
    },
  },
);
