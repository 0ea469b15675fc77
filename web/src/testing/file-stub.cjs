// Jest stand-in for stylesheets, fonts and images imported by components.
module.exports = 'test-file-stub';
