import SwipeComponents

extension LaunchOptions {
    /// Whether this launch may run a command: a `--preview`, or a `--bind` (a key's or an
    /// event's) that runs one. Only then is the child guardian forked (`ChildGroups.startGuardian`),
    /// so a plain run has no process but its own.
    public var mayRunCommands: Bool {
        preview != nil || (bindings.bindings.flatMap(\.calls) + bindings.events.values.joined()).contains(where: \.runsCommand)
    }
}

extension ActionCall {
    /// Whether the call runs a command through the shell (`Session.perform(_:at:)`): the
    /// actions whose argument is a command line, given one (`reload` without one reads the
    /// items' source again).
    var runsCommand: Bool {
        guard argument != nil else { return false }
        switch action {
        case .execute, .executeSilent, .executeMulti, .become, .reload, .reloadSync,
             .transformQuery, .transformPrompt, .transformBorderLabel, .transformPreviewLabel,
             .preview, .changePreview:
            return true
        default:
            return false
        }
    }
}
