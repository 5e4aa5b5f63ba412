/** The neutral category picture under Jest (jest.config.ts), told apart from test-file-stub. */
export default 'test-category-any-stub';
