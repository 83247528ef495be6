import SwipeComponents

/// The session's keys, layered once per change of their layers rather than once per key:
/// `--bind`'s over the mode's map, itself the view's keys over the mode's and the
/// session's own (`KeyMap.layered`). Unchanged layers compare in constant time (their
/// storage is the same), so a key costs a look at each layer.
struct LayeredKeys {
    private var layers: [KeyMap] = []
    private var layered = KeyMap(bindings: [])

    /// `top` over the map of `modeLayers` (the first over the others); made again only
    /// when a layer changed.
    mutating func keyMap(_ top: KeyMap, over modeLayers: [KeyMap]) -> KeyMap {
        let layers = [top] + modeLayers
        if layers != self.layers {
            let mode = modeLayers.first.map { $0.layered(over: Array(modeLayers.dropFirst())) } ?? KeyMap(bindings: [])
            layered = top.layered(over: mode)
            self.layers = layers
        }
        return layered
    }
}
