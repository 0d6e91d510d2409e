//! The simulated robot: scene, perception oracle, virtual devices.
