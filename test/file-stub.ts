/** Every picture import under Jest (jest.config.ts); the build gives each its hashed /assets/ URL. */
export default 'test-file-stub';
