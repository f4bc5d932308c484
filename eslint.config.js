// ESLint for the whole repository: typescript-eslint's recommended rules everywhere (not the type-checked
// set, which would run the compiler a second time; `npm run typecheck` does that), and the rules of hooks
// and jsx-a11y for the screens. The layering is checked by dependency-cruiser (.dependency-cruiser.cjs).
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'migrations/', 'node_modules/', 'tests/artifacts/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is kept on purpose: a field dropped from a copy ({ secret: _s, ...rest }),
      // a parameter a signature needs (Express's four-argument error handler, a react-admin field's props).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // contract/fields.ts refuses control characters in text, so its patterns name them.
    files: ['contract/fields.ts'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Form helpers take any form whatever its schema's output (react-hook-form's third type argument), and
    // the API client reads the server's error payload, whose shape varies by endpoint, field by field.
    files: [
      'portals/shared/api.ts',
      'portals/shared/forms/FormTextField.tsx',
      'portals/org/pages/engagements/formTypes.ts',
      'portals/org/pages/opportunities/{QuestionsEditor.tsx,WorkFields.tsx,useOpportunityAi.ts}',
      'portals/org/pages/organization/{PurchaseOrdersRowFields.tsx,StringListField.tsx}',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and benchmarks read the JSON answers of the server under test loosely; their assertions check the shape.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['portals/**/*.{ts,tsx}', 'admin-ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['portals/**/*.tsx', 'admin-ui/**/*.tsx', 'portals/**/*.ts', 'admin-ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['portals/**/*.tsx', 'admin-ui/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A dialog or inline editor the user just opened takes focus to its first field (the WAI-ARIA dialog
    // pattern); a page never takes focus on load.
    files: [
      '**/*Dialog.tsx',
      '**/*Dialogs.tsx',
      'admin-ui/internal/BenchmarksSection.tsx',
      'admin-ui/organizations/ChangeRateButton.tsx',
      'portals/org/pages/opportunities/ManagerComment.tsx',
      'portals/shared/SearchBox.tsx',
    ],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
)
