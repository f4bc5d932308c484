/**
 * An API test speaks HTTP to a real server that shares two cores with a browser test in CI, and some
 * tests sign several people in first: jest's 5 s default failed them under load, which measured the
 * machine, not the product (speed is held by `npm run bench`). A file that needs longer sets its own.
 */
jest.setTimeout(30_000)
