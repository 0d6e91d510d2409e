//! The control step does not allocate: tracking, re-planning on new goals at 10 Hz,
//! speed changes near people, a controlled stop and the resume, all counted by a
//! global allocator that tallies allocations made while a step runs on this thread.

mod control_rig;

use aide::alloc_count::allocations;
use control_rig::{target_a, target_b, Rig};

#[global_allocator]
static GLOBAL: aide::alloc_count::Counting = aide::alloc_count::Counting;

fn watched_step(r: &mut Rig) {
    let inp = r.next_inputs();
    aide::alloc_count::set_counting(true);
    r.core.step(&inp);
    aide::alloc_count::set_counting(false);
    r.collect_events();
}

#[test]
fn the_counter_sees_allocations_on_this_thread() {
    let before = allocations();
    aide::alloc_count::set_counting(true);
    let v = std::hint::black_box(vec![1u8; 16]);
    aide::alloc_count::set_counting(false);
    drop(v);
    assert!(allocations() > before);
}

#[test]
fn a_control_step_never_allocates() {
    let mut r = Rig::new();
    // Warm-up outside the count: the first goal and first re-plan.
    r.publish(target_a(), 0.5, None);
    r.run(5, false);
    let before = allocations();
    let targets = [target_a(), target_b(), r.home()];
    for k in 0..40 {
        r.publish(targets[k % 3], 0.3 + 0.1 * (k % 4) as f64, None);
        if k == 10 {
            r.person = Some(1.0);
        }
        if k == 20 {
            r.person = None;
            r.estop = true;
        }
        if k == 25 {
            r.estop = false;
        }
        for _ in 0..25 {
            watched_step(&mut r);
        }
    }
    let after = allocations();
    assert!(r.stops().len() == 1, "the run included a controlled stop: {:?}", r.events());
    assert!(r.events().iter().any(|e| matches!(e.kind, aide::control::EventKind::Resumed { .. })));
    assert_eq!(after - before, 0, "allocations during {} control steps", 40 * 25);
}

#[test]
fn a_step_with_a_lost_arm_or_gripper_link_and_the_recovery_never_allocate() {
    let mut r = Rig::new();
    r.publish(target_a(), 0.5, None);
    r.run(5, false);
    let before = allocations();
    // Every cycle of a lost link the drivers report the failure (an error naming the device):
    // the controlled stop, the polling for the link and the re-synchronisation run in the step.
    r.arm.set_disconnected(true);
    for _ in 0..100 {
        r.refresh();
        watched_step(&mut r);
    }
    r.arm.set_disconnected(false);
    r.arm.set_fault(true);
    for _ in 0..20 {
        watched_step(&mut r);
    }
    r.arm.set_fault(false);
    r.gripper.set_disconnected(true);
    for _ in 0..50 {
        r.refresh();
        watched_step(&mut r);
    }
    r.gripper.set_disconnected(false);
    for _ in 0..50 {
        r.refresh();
        watched_step(&mut r);
    }
    let after = allocations();
    let recovered = r.count(|k| matches!(k, aide::control::EventKind::DriverRecovered { .. }));
    assert!(recovered >= 2, "the arm and the gripper came back: {:?}", r.events());
    assert!(r.events().iter().any(|e| matches!(e.kind, aide::control::EventKind::Resumed { .. })));
    assert_eq!(after - before, 0, "allocations during steps with failing drivers");
}
