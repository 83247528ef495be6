// The components are a module of their own (SwipeComponents) so that the compiler keeps
// them from reaching into the application; exported here so that `import SwipeTUI` still
// brings every component, and so that every file of the application sees them.
@_exported import SwipeComponents
