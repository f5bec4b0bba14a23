// Stylesheets are not evaluated in unit tests.
module.exports = {};
