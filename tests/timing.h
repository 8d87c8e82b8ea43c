#pragma once

// A limit on time: an event-loop stall, how long a stop, a hand-over or a give-up took. The default
// suite runs on machines busy with other work (two cores, two tests at once, often a build beside
// them), where such a limit fails now and then for reasons outside Kibitz; there the figure is
// only printed. The timing build of the same test (`<test>_timing`, registered with
// kibitz_add_timing_test and run by `ctest --test-dir build -C Deep -L timing`) asserts it.
#include <QTest>

#ifdef KIBITZ_TIMING
#define KIBITZ_VERIFY_TIMING(condition, figure)                                                    \
    QVERIFY2(condition, qPrintable(QStringLiteral("%1 ms").arg(qint64(figure))))
#else
#define KIBITZ_VERIFY_TIMING(condition, figure)                                                    \
    qInfo("%s: %lld ms (asserted in the timing build)", #condition, qint64(figure))
#endif
